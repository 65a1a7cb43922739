// EXPECT: PRISM5010 a switch of 40,000 cases does not fit one OpSwitch (at most 32,766 cases)
// FUZZ: not a seed (40,000 cases take longer than the fuzzer's timeout under sanitizers)
// ALLOW-EXTRA-ERRORS: the merge block's OpPhi of 40,000 predecessors is too long as well
#define C(x) case x: r = x; break;
#define D(x) C(x##0) C(x##1) C(x##2) C(x##3) C(x##4) C(x##5) C(x##6) C(x##7) C(x##8) C(x##9)
#define E(x) D(x##0) D(x##1) D(x##2) D(x##3) D(x##4) D(x##5) D(x##6) D(x##7) D(x##8) D(x##9)
#define F(x) E(x##0) E(x##1) E(x##2) E(x##3) E(x##4) E(x##5) E(x##6) E(x##7) E(x##8) E(x##9)
#define G(x) F(x##0) F(x##1) F(x##2) F(x##3) F(x##4) F(x##5) F(x##6) F(x##7) F(x##8) F(x##9)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (id.x) {
    G(1) G(2) G(3) G(4)
    }
    Out[0] = r;
}
