const HALF_DAYS = [
  { title: "1re demi-journée", stations: [1, 2, 3, 4, 5] },
  { title: "2e demi-journée", stations: [6, 7, 8, 9, 10] },
] as const;

/** The ten stations over two half-days, five each. */
export function ExamDays() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {HALF_DAYS.map((half) => (
        <div key={half.title} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="font-semibold text-ink">
            {half.title} : {half.stations.length} stations
          </p>
          <ol aria-label={`Stations de la ${half.title}`} className="mt-3 flex flex-wrap gap-2">
            {half.stations.map((number) => (
              <li
                key={number}
                className="grid h-9 w-9 place-items-center rounded-full bg-white text-sm font-bold text-brand-800 ring-1 ring-brand-200"
              >
                <span className="sr-only">Station </span>
                {number}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
