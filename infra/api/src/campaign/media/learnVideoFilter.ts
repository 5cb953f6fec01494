/**
 * The ffmpeg filter graph of a learn video (generateLearnVideos.ts): the scenes one after another,
 * each panned and faded, and nothing drawn over them. No words are burnt into the picture, so one
 * clip serves every campaign language: the page writes the video's title as text beside it and the
 * captions are a WebVTT track per language.
 */

export const LEARN_VIDEO_FRAME = { width: 480, height: 270, fps: 12 } as const;

/** Scenes are rendered this much larger than the frame, so the camera can pan across them. */
export const SCENE_OVERSCAN = 1.2;

const { width, height, fps } = LEARN_VIDEO_FRAME;

/** One scene: the art scaled to cover the frame with room to pan, panned left to right, faded in and out. */
function sceneFilter(index: number, seconds: number): string {
  const fade = Math.min(0.4, seconds / 4);
  return (
    `[${index}:v]fps=${fps},crop=${width}:${height}:x='(iw-${width})*t/${seconds}':y='(ih-${height})*(0.3+0.4*t/${seconds})',` +
    `fade=in:st=0:d=${fade},fade=out:st=${seconds - fade}:d=${fade},setpts=PTS-STARTPTS[s${index}]`
  );
}

/** The graph for `sceneCount` scenes sharing `seconds` equally; its output is `[out]`. */
export function learnVideoFilterGraph(sceneCount: number, seconds: number): string {
  const share = seconds / sceneCount;
  const scenes = Array.from({ length: sceneCount }, (_, index) => index);
  return (
    scenes.map((index) => sceneFilter(index, share)).join(';') +
    `;${scenes.map((index) => `[s${index}]`).join('')}concat=n=${sceneCount}:v=1:a=0,format=yuv420p[out]`
  );
}
