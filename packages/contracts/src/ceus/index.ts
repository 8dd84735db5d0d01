/** Continuing education (spec 2 §5, §7–§9; spec 3 Individual and Group CEUs). */
export {}
