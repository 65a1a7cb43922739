// ARGS: -T cs_6_5 -E main
// A RayQuery parameter is the caller's query, passed by reference; Prism
// passes local queries only, not a static one.
// EXPECT: PRISM4206 (14,22) the static RayQuery 'g'
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
static RayQuery<0> g;
uint status(RayQuery<0> q) { return q.CommittedStatus(); }

[numthreads(1,1,1)]
void main() {
  RayQuery<0> l;
  Output[0] = status(l);
  Output[1] = status(g);
}
