// EXPECT: PRISM3502 (15,13) invalid operands to binary '-' ('S' and 'S')
// A struct with no operator- used with -: the built-in operator does not
// take structs.
struct S
{
    float v;
    S operator+(S o) { S r = { v + o.v }; return r; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S a = { 1 }, b = { 2 };
    S c = a - b;
    Out[0] = c.v;
}
