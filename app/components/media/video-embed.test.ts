import { describe, expect, it } from "vitest";
import { youtubeVideoId } from "./video-embed";

describe("youtubeVideoId", () => {
  it("reads the id from every usual YouTube address", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(youtubeVideoId(url), url).toBe("dQw4w9WgXcQ");
    }
  });

  it("refuses other hosts, malformed ids and non-URLs", () => {
    expect(youtubeVideoId("https://vimeo.com/123456")).toBeNull();
    expect(youtubeVideoId("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youtubeVideoId("https://evil.example/embed/dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("pas une adresse")).toBeNull();
  });
});
