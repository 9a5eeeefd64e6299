// Setup for the `unit` Vitest project (jsdom): unmount what a test rendered before the next test.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
