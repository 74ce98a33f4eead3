/**
 * Issue 38: on the course area map the clubhouse pin hid under the course's flag and the "H" pin
 * under the map credit. Every pin's 44 px disc is placed clear of the flag, the controls, the credit
 * and the other pins, inside the map, as near its true spot as it can be.
 */
import { describe, expect, it } from 'vitest';
import {
  flagBox,
  PIN_SIZE,
  placePins,
  type Box,
  type Point,
} from '../../../../src/client/features/courses/map/pin-placement';

// A 358×224 map (390 px phone, h-56), the course in the middle.
const FRAME = { width: 358, height: 224 };
const COURSE = { x: 179, y: 112 };
const ZOOM_BUTTONS: Box = { left: 304, top: 0, right: 358, bottom: 108 };
const CREDIT: Box = { left: 70, top: 190, right: 358, bottom: 224 };
const BLOCKED = [flagBox(COURSE), ZOOM_BUTTONS, CREDIT];

const disc = (at: Point, offset: Point): Box => ({
  left: at.x + offset.x - PIN_SIZE / 2,
  top: at.y + offset.y - PIN_SIZE / 2,
  right: at.x + offset.x + PIN_SIZE / 2,
  bottom: at.y + offset.y + PIN_SIZE / 2,
});
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const within = (box: Box) =>
  box.left >= 0 && box.top >= 0 && box.right <= FRAME.width && box.bottom <= FRAME.height;

describe('placing the course map pins', () => {
  it('moves a clubhouse at the course point off the flag, and an "H" off the credit, each in view', () => {
    const pins = [
      { id: 'clubhouse', at: { x: COURSE.x + 3, y: COURSE.y - 2 } },
      { id: 'halfway', at: { x: 300, y: 205 } },
    ];
    const offsets = placePins(pins, BLOCKED, FRAME);
    const discs = pins.map(({ id, at }) => disc(at, offsets.get(id)!));
    for (const box of discs) {
      expect(within(box)).toBe(true);
      for (const blocked of BLOCKED) expect(overlaps(box, blocked)).toBe(false);
    }
    expect(overlaps(discs[0]!, discs[1]!)).toBe(false);
    // As near as it can be: just below the flag (its box ends 4 px under the point).
    expect(offsets.get('clubhouse')).toEqual({ x: 0, y: 28 });
  });

  it('leaves a pin with room where it is', () => {
    const offsets = placePins([{ id: 'hole-7', at: { x: 60, y: 60 } }], BLOCKED, FRAME);
    expect(offsets.get('hole-7')).toEqual({ x: 0, y: 0 });
  });

  it('sets two restrooms at one spot side by side', () => {
    const at = { x: 60, y: 100 };
    const offsets = placePins(
      [
        { id: 'a', at },
        { id: 'b', at },
      ],
      BLOCKED,
      FRAME,
    );
    expect(offsets.get('a')).toEqual({ x: 0, y: 0 });
    expect(overlaps(disc(at, offsets.get('a')!), disc(at, offsets.get('b')!))).toBe(false);
  });

  it('leaves a pin whose spot is off the map where it is (not in view at this zoom)', () => {
    const offsets = placePins([{ id: 'far', at: { x: -80, y: 40 } }], BLOCKED, FRAME);
    expect(offsets.get('far')).toEqual({ x: 0, y: 0 });
  });
});
