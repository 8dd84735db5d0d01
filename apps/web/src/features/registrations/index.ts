/**
 * Certification registrations (spec 2 §2.1, §2.3; spec 3 course registrations): the registration
 * and post-registration wizards and the staff's lists and registration review, which compose the
 * exams, experience, certifications and extensions features. Used by no other feature;
 * app/screens.ts loads its screens.
 */
export {}
