import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";
import { cn } from "~/lib/utils";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * `asChild` for our primitives (what Radix's Slot does, in the part we use): renders its only child
 * with the slot's props merged in. Classes are joined, styles merged, event handlers both run (the
 * child's first), refs both set; any other prop the child sets wins.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const childProps = (child as ReactElement<AnyProps>).props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = cn(slotProps.className as string, childProps.className as string);
  if (slotProps.style || childProps.style)
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref || childRef) {
    merged.ref = (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(child as ReactElement<AnyProps>, merged);
}
