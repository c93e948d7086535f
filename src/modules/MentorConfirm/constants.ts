export const COURSE_NOT_FOUND_TEXT = 'Course not found';
export const NOT_REGISTERED_TEXT = 'You are not registered as a mentor yet';
export const WAITING_TEXT = 'Thank you for registration! We will contact you.';
export const MENTOR_NOW_TEXT = 'You are mentor now!';
