// EXPECT: PRISM3039 (4,10) the underlying type of enum 'E' must be an integer scalar type, not 'float'
// An enum's underlying type is an integer (DXC: "non-integral type 'float'
// is an invalid underlying type").
enum E : float { A };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
