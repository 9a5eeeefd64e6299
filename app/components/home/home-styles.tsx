/**
 * Keyframes of the home page's own animations (transform only), hoisted into <head> once by React 19.
 * Reduced motion: the components drop these animations (motion-reduce:), and app.css stops any others.
 */
const css =
  "@keyframes home-marquee{from{transform:translate3d(0,0,0)}to{transform:translate3d(-50%,0,0)}}" +
  "@keyframes home-progress{from{transform:scaleX(0)}to{transform:scaleX(1)}}";

export function HomeStyles() {
  return (
    <style href="aiva-home-keyframes" precedence="default">
      {css}
    </style>
  );
}
