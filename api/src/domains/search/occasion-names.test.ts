import { bestNamed, editDistance, nameMatch, wordMatch } from './occasion-names';

describe('editDistance (bounded optimal string alignment)', () => {
  it('counts inserts, deletes, changes and swapped neighbours', () => {
    expect(editDistance('weihnachen', 'weihnachten', 2)).toBe(1);
    expect(editDistance('wiehnachten', 'weihnachten', 2)).toBe(1);
    expect(editDistance('kerts', 'kerst', 1)).toBe(1);
    expect(editDistance('kerst', 'kerst', 1)).toBe(0);
  });

  it('stops beyond the limit', () => {
    expect(editDistance('xyzzy', 'kerst', 1)).toBe(2);
    expect(editDistance('a', 'weihnachten', 2)).toBe(3);
  });
});

describe('nameMatch', () => {
  it('takes the name, its start, a bounded typo, or a query that mentions it', () => {
    expect(nameMatch(['weihnachten'], 'Weihnachten')).toBe(3);
    expect(nameMatch(['weihn'], 'Weihnachten')).toBe(2);
    expect(nameMatch(['weihnachen'], 'Weihnachten')).toBe(1);
    expect(nameMatch(['gutschein', 'weihnachten'], 'Weihnachten')).toBe(3);
    expect(nameMatch(['mothers', 'day'], "Mother's Day")).toBe(2);
    expect(nameMatch(['boze', 'narodzenie'], 'Boże Narodzenie')).toBe(3);
  });

  it('does not guess on short words or unrelated ones', () => {
    expect(wordMatch('pack', 'tack')).toBe(0);
    expect(nameMatch(['xyzzy'], 'Kerst')).toBe(0);
    expect(nameMatch(['restaurant'], 'Geburtstag')).toBe(0);
    expect(nameMatch(['w'], 'Weihnachten')).toBe(0);
  });

  it('keeps only the best-named items', () => {
    const items = [{ title: 'Geburt' }, { title: 'Geburtstag' }];
    expect(bestNamed(items, ['geburtstag']).items).toEqual([{ title: 'Geburtstag' }]);
    expect(bestNamed(items, ['geb']).items).toEqual(items);
    expect(bestNamed(items, ['xyzzy'])).toEqual({ items: [], tier: 0 });
  });
});
