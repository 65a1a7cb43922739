// MSL: PRISM5520 (13,23) Metal takes arrays of buffers only in argument buffers
// WGSL: PRISM5330 WebGPU has no arrays of buffers this large indexed at run time
// Counters through values that resolve to elements of arrays of buffers:
// an element of an array of arrays (flattened, as DXC: counter_var_Arr is
// an array of 4 counters, Arr[i][j]'s counter i * 2 + j), a local array of
// elements indexed at run time (a select of the indices into the one
// array), and a global struct's buffer passed to a function
// (counter_var_g.buf).
struct P { uint v; };
struct G { RWStructuredBuffer<P> buf; };
G g : register(u0);
RWStructuredBuffer<P> Arr[2][2] : register(u2);
RWStructuredBuffer<P> Big[20] : register(u6);
RWStructuredBuffer<uint> Out : register(u30);

uint bump(RWStructuredBuffer<P> b) { return b.IncrementCounter(); }

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = bump(g.buf);
    uint b = Arr[id.x & 1][1].IncrementCounter();
    RWStructuredBuffer<P> loc[2] = { Arr[0][0], Arr[1][0] };
    uint c = loc[id.x & 1].DecrementCounter();
    uint d = bump(Big[id.x]);
    Out[id.x] = a + b + c + d;
}
