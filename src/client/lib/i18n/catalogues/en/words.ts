/**
 * The words every screen uses for a restroom past the spec's fields (lib/restroom-words.ts,
 * lib/restroom-verdict.ts; docs/product.md §10, §13): access, season, amenities, the report kinds
 * keyed by kind (shared/report-kinds.ts keeps the kinds and their lifetimes), verdicts, ages.
 * English, the source (docs/decisions.md §9); the spec's quoted texts verbatim.
 */
const KIND =
  'locked {locked} out_of_order {out of order} no_paper {out of paper} no_soap {out of soap} needs_cleaning {needing cleaning} closed_for_season {closed for the season} other {gone}';

export default {
  'words.access.public': 'Public',
  'words.access.customers': 'Customers',
  'words.access.players': 'Players only',
  'words.access.members': 'Members only',
  'words.access.key': 'Key or code needed',
  'words.access.unknown': 'Access unknown',
  'words.usable':
    'Usable now · {access, select, public {public} customers {customers} players {players only} members {members only} key {key or code needed} other {access unknown}}',
  'words.season.year_round': 'Open all year',
  'words.season.seasonal': 'Seasonal',
  'words.season.unknown': 'Season unknown',
  'words.openRun': 'Open {from}–{to}',
  'words.openList': 'Open {months}',
  'words.amenity.handwashing': 'Hand-washing sink',
  'words.amenity.soap': 'Soap',
  'words.amenity.babyChanging': 'Baby changing table',
  'words.amenity.stepFree': 'Step-free from the cart path',
  'words.amenity.grabBars': 'Grab bars',
  'words.amenity.wideDoor': 'Wide door (32 in or more)',
  'words.amenity.turningSpace': 'Space to turn a wheelchair',
  'words.report.locked': 'Locked',
  'words.report.out_of_order': 'Out of order',
  'words.report.no_paper': 'Out of paper',
  'words.report.no_soap': 'No soap',
  'words.report.needs_cleaning': 'Needs cleaning',
  'words.report.closed_for_season': 'Closed for the season',
  'words.report.gone': 'Gone (removed)',
  'words.headline.gone': 'Reported gone',
  'words.hint.never': 'The course owner checks and removes it',
  'words.hint.season': 'Until its season starts again',
  'words.hint.hours': '{n, plural, one {Clears itself after an hour} other {Clears itself after # hours}}',
  'words.hint.days': '{n, plural, one {Clears itself after a day} other {Clears itself after # days}}',
  'words.warning': `{golfers, plural, one {# golfer} other {# golfers}} reported it {kind, select, ${KIND}} {ago}`,
  'words.verdict': '{verdict, select, maybe_not {Maybe not usable} other {Not usable now}}: {reason}',
  'words.note': '{report} · {ago}',
  'words.justNow': 'just now',
  'words.minutesAgo': '{n, plural, other {# min ago}}',
  'words.hoursAgo': '{n, plural, other {# h ago}}',
  'words.daysAgo': '{n, plural, =0 {today} =1 {yesterday} other {# days ago}}',
  'words.confirmed':
    '{owner, select, yes {Owner confirmed} other {Confirmed}} {days, plural, =0 {today} =1 {yesterday} other {# days ago}}',
  'words.notConfirmed': 'Not confirmed yet',
  'words.atCourse': 'At the course, exact spot unknown',
  'words.nearCourse': '≈ {distance} · at the course, exact spot unknown',
  'words.directions': 'Directions',
  'words.directionsTo': 'Directions to {name}',
  'words.directionsToCourse': 'Directions to the course of {name}',
  'words.osm': '{lead} © OpenStreetMap contributors, ODbL',
} as const;
