import { describe, expect, it } from 'vitest';
import { directionsAppFor, directionsUrl } from './directions';

const VITOSHA = { lat: 42.6562, lng: 23.2935, name: 'Тенис комплекс Витоша' };

describe('directionsAppFor', () => {
  it('sends a phone to its maps app, and a computer to a map site', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131';
    expect(directionsAppFor(android, 5)).toBe('geo');
    expect(directionsAppFor(iphone, 5)).toBe('apple');
    // An iPad shows itself as a Mac, but one with a touch screen.
    expect(directionsAppFor(mac, 5)).toBe('apple');
    expect(directionsAppFor(mac, 0)).toBe('web');
    expect(directionsAppFor(windows, 0)).toBe('web');
    expect(directionsAppFor('')).toBe('web');
  });
});

describe('directionsUrl', () => {
  it('gives Android a geo: link with the court as the label', () => {
    expect(directionsUrl(VITOSHA, 'geo')).toBe(
      `geo:42.6562,23.2935?q=42.6562,23.2935(${encodeURIComponent('Тенис комплекс Витоша')})`,
    );
  });

  it("keeps a name's own parentheses inside the geo: label", () => {
    const url = directionsUrl({ ...VITOSHA, name: 'Корт (покрит)' }, 'geo');
    expect(
      url.endsWith('(%D0%9A%D0%BE%D1%80%D1%82%20%28%D0%BF%D0%BE%D0%BA%D1%80%D0%B8%D1%82%29)'),
    ).toBe(true);
  });

  it('gives an iPhone Apple Maps and anything else OpenStreetMap', () => {
    expect(directionsUrl(VITOSHA, 'apple')).toBe(
      `https://maps.apple.com/?daddr=42.6562,23.2935&q=${encodeURIComponent('Тенис комплекс Витоша')}`,
    );
    expect(directionsUrl(VITOSHA, 'web')).toBe(
      'https://www.openstreetmap.org/directions?to=42.6562%2C23.2935#map=16/42.6562/23.2935',
    );
  });
});
