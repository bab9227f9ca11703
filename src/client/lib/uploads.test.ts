import { describe, expect, it } from "vitest";
import { isImageFile, objectPathOf } from "./uploads";

describe("objectPathOf", () => {
  it("reads the kind and name of the shop's own signed URL and of a bucket's, path-style or virtual-hosted", () => {
    const name = "0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e";
    expect(objectPathOf(`http://localhost:5000/objects/upload/certificates/${name}?expires=1&signature=ab`)).toBe(
      `/objects/certificates/${name}`,
    );
    expect(objectPathOf(`http://shop.example/objects/upload/images/${name}?expires=1795655453&signature=12b6`)).toBe(
      `/objects/images/${name}`,
    );
    expect(objectPathOf(`https://minio.example:9000/shop-bucket/purchase-orders/${name}?X-Amz-Signature=ab`)).toBe(
      `/objects/purchase-orders/${name}`,
    );
    expect(objectPathOf(`https://shop-bucket.s3.us-west-2.amazonaws.com/uploads/${name}?X-Amz-Expires=900`)).toBe(
      `/objects/uploads/${name}`,
    );
  });

  it("refuses a URL that names no object", () => {
    expect(() => objectPathOf("https://shop-bucket.s3.amazonaws.com/")).toThrow("The upload URL names no object");
  });
});

describe("isImageFile", () => {
  it("accepts only image/* types", () => {
    expect(isImageFile(new File(["x"], "a.png", { type: "image/png" }))).toBe(true);
    expect(isImageFile(new File(["x"], "a.txt", { type: "text/plain" }))).toBe(false);
  });
});
