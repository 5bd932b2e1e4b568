/**
 * `candidates` with `candidate` added, unless it is there already: a ring replayed after a
 * reconnection (`join`, decision 066) sends its early candidates again.
 */
export function withCandidate(
  candidates: RTCIceCandidateInit[],
  candidate: RTCIceCandidateInit,
): RTCIceCandidateInit[] {
  const known = candidates.some(
    (kept) => kept.candidate === candidate.candidate && kept.sdpMid === candidate.sdpMid,
  );
  return known ? candidates : [...candidates, candidate];
}
