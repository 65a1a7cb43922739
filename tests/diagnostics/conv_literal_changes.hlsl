// ARGS: -T cs_6_2 -enable-16bit-types
// EXPECT-WARNING: PRISM3941 (20,13) implicit conversion from 'literal float' to 'int' changes value from 1.5 to 1
// EXPECT-WARNING: PRISM3941 (21,13) -2.25 to -2
// EXPECT-WARNING: PRISM3941 (22,17) 'literal int' to 'int16_t' changes value from 70000 to 4464
// EXPECT-WARNING: PRISM3941 (23,18) -40000 to 25536
// EXPECT-WARNING: PRISM3941 (24,14) 5000000000 to 705032704
// EXPECT-WARNING: PRISM3941 (25,13) a typed literal: 'float' to 'int' changes value from 2.5 to 2
// EXPECT-WARNING: PRISM3941 (26,19) an argument: 0.75 to 0
// clang's -Wliteral-conversion and -Wconstant-conversion, which DXC keeps: a
// literal that changes value on its way to the destination's type. Only a
// change of sign (uint u = -1;) is silent, as in DXC; so is a constructor
// (int2(0.5, 2) is a cast).
RWStructuredBuffer<int> Out : register(u0);
int twice(int x) { return x * 2; }

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    int i = 1.5;
    int j = -2.25;
    int16_t h = 70000;
    uint16_t k = -40000;
    uint u = 5000000000;
    int t = 2.5f;
    int a = twice(0.75);
    uint quiet = -1;
    int2 v = int2(0.5, 2);
    Out[1] = i + j + h + k + (int)u + (int)quiet + v.x + t + a;
}
