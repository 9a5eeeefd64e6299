import { describe, expect, it } from "vitest";
import { FILE_REQUEST_EXTENSIONS, isFileRequestPath } from "./file-requests";

describe("isFileRequestPath", () => {
  it("lists the file types of SPEC 2.12", () => {
    expect([...FILE_REQUEST_EXTENSIONS].sort()).toEqual(
      ["css", "gif", "ico", "jpeg", "jpg", "js", "pdf", "png", "svg", "txt", "xml"].sort(),
    );
  });
  it.each([
    "/a.xml",
    "/a.txt",
    "/favicon.ico",
    "/x/y.pdf",
    "/p.JPG",
    "/p.jpeg",
    "/p.png",
    "/p.gif",
    "/p.svg",
    "/s.css",
    "/s.js",
  ])("treats %s as a file request", (path) => expect(isFileRequestPath(path)).toBe(true));
  it.each(["/about", "/services/aiva-lead-os", "/file.json", "/a.xml/more", "/js"])("treats %s as a page", (path) =>
    expect(isFileRequestPath(path)).toBe(false),
  );
});
