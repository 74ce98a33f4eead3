/**
 * A restroom's detail fields (components/restroom-details: access, season, amenities, opening
 * hours) in Add Restroom, the owner's edit and the course set-up: English, the source
 * (docs/decisions.md §9). Weekday and month names come from Intl.
 */
export default {
  'details.access': 'Who may use it',
  'details.accessNote': 'Access note (optional)',
  'details.accessNoteExample': 'e.g. code on your scorecard',
  'details.season': 'Season',
  'details.openMonths': 'Open months',
  'details.openingHours': 'Opening hours',
  'details.dailyHours': 'Daily hours',
  'details.daily.unknown': 'Not known',
  'details.daily.all_day': 'Open all day',
  'details.daily.daylight': 'Open while the course is open (sunrise to sunset)',
  'details.daily.times': 'Set days and times',
  'details.days': 'Days',
  'details.from': 'From',
  'details.to': 'To',
  'details.removeTimes': 'Remove times {n, number}',
  'details.removeTheseTimes': 'Remove these times',
  'details.addTimes': 'Add times for other days',
  'details.closedInWinter': 'Closed in winter',
  'details.closedInWinterHint': 'Open only in the months you pick',
  'details.openIn': 'Open in',
  'details.asText': 'These hours are written as text below: edit them there.',
  'details.osmText': 'Opening hours as OpenStreetMap text',
  'details.osmExample': 'e.g. Apr-Oct Mo-Su 07:00-19:00',
} as const;
