import { learnVideoFilterGraph } from './learnVideoFilter';

describe('learn video filter graph', () => {
  it('plays the scenes one after another in equal shares of the clip', () => {
    const graph = learnVideoFilterGraph(3, 9);
    expect(graph).toContain('[s0][s1][s2]concat=n=3:v=1:a=0');
    // Each scene fades out at the end of its 3-second share.
    expect(graph.match(/fade=out:st=2\.6:d=0\.4/g)).toHaveLength(3);
    expect(graph.endsWith('[out]')).toBe(true);
  });

  it('draws no words over the picture, so one clip suits every campaign language', () => {
    const graph = learnVideoFilterGraph(2, 6);
    expect(graph).not.toMatch(/drawtext|subtitles|ass=|drawbox/);
  });
});
