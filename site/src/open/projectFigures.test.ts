import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProjectFigures } from './projectFigures';

function write(text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'figures-')), 'open.yaml');
  fs.writeFileSync(file, text);
  return file;
}

const complete = `takenOn: 2025-11-01
homeInstances: 22400
plusSubscribers: 2210
monthlyRecurringRevenue: 18900
forumMembers: 11200
forumPageViews: 412000
`;

describe('readProjectFigures', () => {
  it('reads the published file', () => {
    const figures = readProjectFigures(path.resolve(__dirname, '../../content/open.yaml'));
    expect(figures.takenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(figures.homeInstances).toBeGreaterThan(0);
  });

  it('keeps the date as a calendar day', () => {
    expect(readProjectFigures(write(complete))).toEqual({
      takenOn: '2025-11-01',
      homeInstances: 22400,
      plusSubscribers: 2210,
      monthlyRecurringRevenue: 18900,
      forumMembers: 11200,
      forumPageViews: 412000,
    });
  });

  it('refuses a missing date or a count that is not a whole number', () => {
    expect(() => readProjectFigures(write(complete.replace('takenOn: 2025-11-01\n', '')))).toThrow(/takenOn/);
    expect(() => readProjectFigures(write(complete.replace('2210', '22.5')))).toThrow(/plusSubscribers/);
    expect(() => readProjectFigures(write(complete.replace('18900', '"lots"')))).toThrow(
      /monthlyRecurringRevenue/,
    );
  });
});
