/**
 * The soft glow and faint grid behind every dark hero of the service pages (and their dark bands). The glow
 * fades in from the top edge: a hard edge would show under the breadcrumb bar.
 */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 [mask-image:linear-gradient(transparent,black_7rem)]">
      <div className="absolute inset-0 bg-[radial-gradient(60rem_32rem_at_85%_-10%,--alpha(var(--color-brand-500)/32%),transparent_60%),radial-gradient(40rem_26rem_at_-5%_105%,--alpha(var(--color-cyan-400)/16%),transparent_60%)]" />
      <div className="absolute inset-0 bg-[linear-gradient(--alpha(var(--color-white)/4%)_1px,transparent_1px),linear-gradient(90deg,--alpha(var(--color-white)/4%)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_60%_30%,black_20%,transparent_75%)]" />
    </div>
  );
}
