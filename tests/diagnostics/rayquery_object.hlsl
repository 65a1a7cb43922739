// ARGS: -T cs_6_5
// A RayQuery's methods are called on the query itself: a cast of it is a
// value, no query.
// EXPECT: PRISM3925 (11,16) not a variable
// EXPECT: PRISM3536 (12,5) no method 'Procede'
// EXPECT-NOTE: PRISM3607 (12,5) did you mean 'Proceed'?
RWStructuredBuffer<uint> Output : register(u0);
[numthreads(1,1,1)]
void main() {
  RayQuery<0> q;
  Output[0] = ((RayQuery<0>)q).CommittedStatus();
  q.Procede();
}
