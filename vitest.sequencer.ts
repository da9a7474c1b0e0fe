import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser journeys are the longest files: start them first, so that the unit, API and web files
 * fill the other worker around them instead of leaving it idle at the end of the run.
 */
export class JourneysFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journey = (file: TestSpecification) => file.project.name === "e2e";
    return [...sorted.filter(journey), ...sorted.filter((file) => !journey(file))];
  }
}
