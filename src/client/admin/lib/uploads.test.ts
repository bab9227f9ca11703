import { describe, expect, it } from "vitest";
import { isImageFile, objectPathFromUploadUrl } from "./uploads";

describe("objectPathFromUploadUrl", () => {
  it("takes the signed URL's last path segment, without the query", () => {
    const url = "http://shop.example/objects/upload/images/9e137a82-353f-4662?expires=1795655453&signature=12b6";
    expect(objectPathFromUploadUrl(url, "image")).toBe("/objects/images/9e137a82-353f-4662");
    expect(objectPathFromUploadUrl(url, "file")).toBe("/objects/uploads/9e137a82-353f-4662");
  });

  it("reads an S3 presigned URL the same way", () => {
    expect(objectPathFromUploadUrl("https://bucket.s3.amazonaws.com/uploads/abc123?X-Amz-Signature=x", "file")).toBe(
      "/objects/uploads/abc123",
    );
  });

  it("refuses a URL that names no object", () => {
    expect(() => objectPathFromUploadUrl("https://bucket.s3.amazonaws.com/", "image")).toThrow();
  });
});

describe("isImageFile", () => {
  it("accepts only image/* types", () => {
    expect(isImageFile(new File(["x"], "a.png", { type: "image/png" }))).toBe(true);
    expect(isImageFile(new File(["x"], "a.txt", { type: "text/plain" }))).toBe(false);
  });
});
