/**
 * What a course is known to have (docs/product.md §13, the course answer's `facts`). A module of
 * its own: the course schema every course list validates with needs these three lists, not the
 * questions (shared/questions.ts) and the restroom constants behind them.
 */
export const CLUBHOUSE_FACTS = ['yes', 'no', 'likely', 'unknown'] as const;
export const ON_COURSE_FACTS = ['yes', 'no', 'unknown'] as const;
export const COURSE_FACT_NAMES = ['clubhouseRestroom', 'onCourseRestrooms'] as const;
