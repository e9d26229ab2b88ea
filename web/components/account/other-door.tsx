import { Link } from "react-router";

/** The last line of a front door's form: the way to the other door, for one who came to the wrong one. */
export function OtherDoor({
  question,
  to,
  label,
}: {
  question: string;
  to: string;
  label: string;
}) {
  return (
    <p className="text-[0.9375rem] text-slate-600">
      {question}{" "}
      <Link to={to} className="font-semibold text-accent-700 underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}
