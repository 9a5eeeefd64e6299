/** Index arithmetic of the looping client-success carousel (SPEC 4: the home carousel loops). */

export function wrapIndex(index: number, count: number): number {
  return ((Math.trunc(index) % count) + count) % count;
}

export function nextSlide(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousSlide(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}
