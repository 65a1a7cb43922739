// ARGS: -T cs_6_0
// Fall-through that WGSL must spell out (it has none): a case falling into
// labels that share one body (case 1 runs on into cases 2 and 3), and a
// value computed in the case fallen into and used after the switch (found
// by the shader generator: it must reach the code after the switch from
// both the case and its copy).
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint acc = 0;
    switch (id.x & 3u) {
    case 1:
        acc += 10;
    case 2:
    case 3:
        acc += 100;
        break;
    default:
        acc += 1000;
        break;
    }
    uint last = 0;
    switch (id.y) {
    case 3:
        if (id.x > 5u)
            acc += 7;
    default:
        if (acc > 50u)
            acc += id.x;
        last = acc * 2u;
    }
    Out[id.x] = acc + last;
}
