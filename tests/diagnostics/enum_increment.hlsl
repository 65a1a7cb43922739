// EXPECT: PRISM3605 (10,5) cannot apply '++' to enum type 'MyEnum'; write e = (E)((int)e + 1)
// ++ on an enum (DXC: "cannot increment expression of enum type").
enum MyEnum { ZERO, ONE };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    MyEnum e = ZERO;
    e++;
    Out[0] = e;
}
