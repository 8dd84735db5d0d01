/**
 * Where a candidate stands (spec 2 §2.1, §2.2, §2.10, §4, §5): the certification dashboard's
 * certified, candidate and not-certified views, the Code of Ethics and the learning system, which
 * compose the exams, certifications and extensions features. Used by no other feature;
 * app/screens.ts loads its screen.
 */
export {}
