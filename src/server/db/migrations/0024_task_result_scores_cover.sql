-- Issue 12, the score page (and its CSV and the breakdown): every row of a page writes the student's effective scores,
-- read by student and task. The unique (student, task) index holds no score, so each of a page's ~1,600 results was a
-- heap visit (about 1,900 buffers per page of 100 students, most of the page's execution); this index carries the
-- score, so the results of a page are read from the index alone (about 300 buffers).
CREATE INDEX IF NOT EXISTS "task_result_student_scores_idx" ON "task_result" ("student_id", "course_task_id") INCLUDE ("score");
