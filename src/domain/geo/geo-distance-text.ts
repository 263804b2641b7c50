/**
 * §3.2 a short distance as shown to the customer: 'a 850 m' under a kilometre (to 10 m, at
 * least 10 m), else 'a 2.3 km' (one decimal, as the shop cards show it).
 */
export function geoDistanceText(distanceKm: number): string {
  const metres = Math.max(10, Math.round((distanceKm * 1000) / 10) * 10);
  return metres < 1000 ? `a ${metres} m` : `a ${distanceKm.toFixed(1)} km`;
}
