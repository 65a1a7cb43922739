// ARGS: -T cs_6_0 -E main
// A for loop with a constant trip count that picks elements of a local
// array of resources by its counter is unrolled (as DXC's legalization
// does), so each use resolves to one global; a continue ends its iteration
// (each copy is a do { } while (false)).
RWStructuredBuffer<int> A : register(u0);
RWStructuredBuffer<int> B : register(u1);
RWStructuredBuffer<int> C : register(u2);
RWStructuredBuffer<int> Out : register(u3);

struct Pair { RWStructuredBuffer<int> buf; int bias; };

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<int> bufs[3] = {A, B, C};
    int s = 0;
    for (int i = 0; i < 3; i++)
        s += bufs[i][id.x];
    for (uint j = 0; j < 3; ++j) {
        if (s > 100)
            continue;
        bufs[j][id.x] = s;
    }
    Pair pairs[2] = {{A, 1}, {C, 2}};
    for (int k = 1; k >= 0; k--)
        s += pairs[k].buf[0] * pairs[k].bias;
    Out[id.x] = s;
}
