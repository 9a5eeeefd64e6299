import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

let fail = true;
function Flaky() {
  if (fail) throw new Error("Widget exploded");
  return <h1>Recovered page</h1>;
}

describe("root ErrorBoundary (SPEC 2.15)", () => {
  it("shows the fallback with the error message, and Try Again renders the page again", async () => {
    const Stub = createRoutesStub([
      // biome-ignore lint/suspicious/noExplicitAny: the stub's boundary props type is looser than Route.ErrorBoundaryProps
      { path: "/", Component: Flaky, ErrorBoundary: ErrorBoundary as any },
    ]);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("We're sorry, but something unexpected happened. Please try again.")).toBeTruthy();
    expect(screen.getByText("Error details")).toBeTruthy();
    expect(screen.getByText("Widget exploded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Recovered page" })).toBeTruthy();
    spy.mockRestore();
  });
});
