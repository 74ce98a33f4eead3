/**
 * Where the course area map draws its restroom pins (issue 38): the clubhouse is often at the
 * course's own point, under its flag, and a halfway house near the map's edge sat under the map
 * credit. Each pin's 44 px disc goes to its true spot when that is free, else to the nearest free
 * place within three discs of it (a line then joins it to its spot): off the flag, the map's
 * controls and credit, and the pins placed before it, inside the map. In screen pixels, from the
 * map's projection; pure.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A pin's disc: a 44 px touch target. */
export const PIN_SIZE = 44;
/** How far a pin may move from its spot (three discs), and the grid of places tried on the way. */
const REACH = 3 * PIN_SIZE;
const GRID = 4;
/** Every place within reach, nearest first (its spot itself first of all). */
const CANDIDATES: readonly Point[] = (() => {
  const places: Point[] = [];
  for (let y = -REACH; y <= REACH; y += GRID)
    for (let x = -REACH; x <= REACH; x += GRID) if (Math.hypot(x, y) <= REACH) places.push({ x, y });
  return places.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y));
})();

/**
 * The course flag (map.css `.map-pin`): a 44 px drop standing on its point, turned 45°, so a little
 * wider and taller than 44 px, all above the point.
 */
export function flagBox(point: Point): Box {
  return { left: point.x - 28, top: point.y - 56, right: point.x + 28, bottom: point.y + 4 };
}

const discAt = ({ x, y }: Point): Box => ({
  left: x - PIN_SIZE / 2,
  top: y - PIN_SIZE / 2,
  right: x + PIN_SIZE / 2,
  bottom: y + PIN_SIZE / 2,
});

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (box: Box, frame: { width: number; height: number }) =>
  box.left >= 0 && box.top >= 0 && box.right <= frame.width && box.bottom <= frame.height;

/**
 * Each pin's offset from its true spot (0, 0 where it is free). A pin whose spot is off the map
 * stays there (it is not in view at this zoom); one with no free place near keeps its spot.
 */
export function placePins(
  pins: readonly { id: string; at: Point }[],
  blocked: readonly Box[],
  frame: { width: number; height: number },
): Map<string, Point> {
  const taken = [...blocked];
  const offsets = new Map<string, Point>();
  for (const { id, at } of pins) {
    if (at.x < 0 || at.y < 0 || at.x > frame.width || at.y > frame.height) {
      offsets.set(id, { x: 0, y: 0 });
      continue;
    }
    const free = CANDIDATES.find((offset) => {
      const disc = discAt({ x: at.x + offset.x, y: at.y + offset.y });
      return inside(disc, frame) && !taken.some((box) => overlaps(disc, box));
    });
    const offset = free ?? { x: 0, y: 0 };
    offsets.set(id, offset);
    taken.push(discAt({ x: at.x + offset.x, y: at.y + offset.y }));
  }
  return offsets;
}
