/**
 * @jest-environment node
 */
import { cpuSlowdownFor } from '@/bench/cpu-slowdown.mjs';

/**
 * The bench emulates Lighthouse's mobile device on whatever host runs it: the CPU slowdown follows the host's
 * benchmark index through the points of Lighthouse's calibration calculator (docs/throttling.md).
 */
describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x on the host that default assumes, and the calculator's points", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 5);
    expect(cpuSlowdownFor(1300)).toBeCloseTo(3, 5);
    expect(cpuSlowdownFor(800)).toBeCloseTo(2, 5);
    expect(cpuSlowdownFor(150)).toBeCloseTo(1, 5);
  });

  it('slows a faster host more and a slower host less, in proportion between the points', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6.0, 1);
    expect(cpuSlowdownFor(1200)).toBeLessThan(cpuSlowdownFor(1201));
  });

  it('refuses a host too slow to emulate the device', () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});
