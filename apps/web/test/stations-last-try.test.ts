import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { describe, expect, it } from "vitest";
import {
  categoryDisplay,
  formatGrade,
  formatLastTryWhen,
  modeDisplay,
  sortScenarios,
  toLastTry,
  toStationView,
} from "@/features/stations";
import { makeScenario } from "./stations-fixtures";

const now = new Date(2025, 5, 20, 9, 30); // 20 June 2025, 09:30 local time
const at = (day: number, month = 5, hour = 18) => new Date(2025, month, day, hour).toISOString();
const wording = (closedAt: string) => {
  const lastTry = toLastTry({ closed_at: closedAt, grade: 12 }, now);
  return lastTry ? formatLastTryWhen(lastTry) : null;
};

describe("last attempt", () => {
  it("counts calendar days: today, yesterday, then 'il y a N jours' up to 7 days included", () => {
    expect(wording(at(20, 5, 8))).toBe("aujourd'hui");
    expect(wording(at(19, 5, 23))).toBe("hier");
    expect(wording(at(18))).toBe("il y a 2 jours");
    expect(wording(at(13, 5, 23))).toBe("il y a 7 jours");
  });

  it("gives the en-GB date beyond 7 days", () => {
    expect(wording(at(12, 5, 1))).toBe("le 12/06/2025");
    expect(wording(at(3, 0))).toBe("le 03/01/2025");
  });

  it("is null when never graded or the date is unreadable; rounds the grade to 1 decimal", () => {
    expect(toLastTry(null, now)).toBeNull();
    expect(toLastTry({ closed_at: "pas une date", grade: 10 }, now)).toBeNull();
    expect(toLastTry({ closed_at: at(19), grade: 13.46 }, now)?.grade).toBe(13.5);
    expect(formatGrade(13.46)).toBe("13,5/20");
    expect(formatGrade(14)).toBe("14/20");
  });
});

describe("station view", () => {
  it("maps a record to the display: category, mode, reward, patient, situation", () => {
    const view = toStationView(makeScenario({ category_id: "ent", content_type: "clinical_exam", experience: 90 }));
    expect(view).toMatchObject({
      number: 1,
      patientName: "Michel Garnier",
      rewardXp: 90,
      category: { id: "ent", name: "ORL" },
      evaluationMode: { id: "clinical_exam", name: "Examen clinique" },
      lastTry: null,
    });
    expect(view.evaluationMode.description).not.toBe("");
  });

  it("gives each of the 11 modes and 20 categories a French name, an icon and a colour", () => {
    expect(EVALUATION_MODES).toHaveLength(11);
    for (const mode of EVALUATION_MODES) {
      const display = modeDisplay(mode.id);
      expect(display.name).toBe(mode.name);
      expect(display.description.length).toBeGreaterThan(30);
      expect(display.icon).toBeTruthy();
      expect(display.tileClass).toMatch(/^bg-\w+-100 text-\w+-(800|900)$/);
    }
    expect(CATEGORIES).toHaveLength(20);
    for (const category of CATEGORIES) {
      const display = categoryDisplay(category.id);
      expect(display.name).toBe(category.name);
      expect(display.icon).toBeTruthy();
      expect(display.badgeClass).toMatch(/text-\w+-800/);
    }
    expect(new Set(CATEGORIES.map((c) => categoryDisplay(c.id).badgeClass)).size).toBe(20);
  });

  it("sorts by id with numbers in order", () => {
    const ids = sortScenarios(["station-010", "station-2", "station-001"].map((id) => makeScenario({ id }))).map(
      (s) => s.id,
    );
    expect(ids).toEqual(["station-001", "station-2", "station-010"]);
  });
});
