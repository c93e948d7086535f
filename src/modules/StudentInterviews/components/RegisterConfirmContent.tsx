// pages.md §2: what the student commits to when registering, and that an interviewer is not guaranteed. Plain
// elements: the confirmation is part of the page's first load, antd Typography is not (DESIGN.md "Performance").
export function RegisterConfirmContent() {
  return (
    <>
      <p>You are committing to:</p>
      <ul>
        <li>contact the assigned interviewer in time;</li>
        <li>take part in the interview.</li>
      </ul>
      <p>
        We do not guarantee you will get an interviewer: it depends on your score and on how many mentors are available.
      </p>
    </>
  );
}
