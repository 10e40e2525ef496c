/** A place to go to: where it is and what to call it. */
export interface Destination {
  lat: number;
  lng: number;
  name: string;
}

/**
 * Where the "Directions" link leads: Android's maps app through a `geo:` link; Apple Maps on an
 * iPhone or iPad (iOS opens no `geo:` link); elsewhere OpenStreetMap's route planner.
 */
export type DirectionsApp = 'geo' | 'apple' | 'web';

/**
 * Which kind of device this is, by its user agent: a phone or tablet has a maps app that can
 * take the user there. An iPad asks for the desktop site ('Macintosh') but has a touch screen.
 */
export function directionsAppFor(userAgent: string, maxTouchPoints = 0): DirectionsApp {
  if (/Android/i.test(userAgent)) return 'geo';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'apple';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'apple';
  return 'web';
}

/** The label of a `geo:` link is in parentheses: a name's own would end it early. */
function geoLabel(name: string): string {
  return encodeURIComponent(name).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A link that opens directions to `to` in the app this device has. */
export function directionsUrl(to: Destination, app: DirectionsApp): string {
  const at = `${to.lat},${to.lng}`;
  if (app === 'geo') return `geo:${at}?q=${at}(${geoLabel(to.name)})`;
  if (app === 'apple')
    return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(to.name)}`;
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(at)}#map=16/${to.lat}/${to.lng}`;
}
