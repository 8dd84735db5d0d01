/** Experience hours (spec 2 §2.8; spec 3 experiences): used by no other feature; app/screens.ts loads its screens. */
export {}
