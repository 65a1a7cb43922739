// RWStructuredBuffer: read-modify-write of elements, writes of single members
// and vector components, a struct element written whole.
struct Cell { uint count; float sum; float2 minmax; };
RWStructuredBuffer<Cell> Cells : register(u0);
RWStructuredBuffer<uint2> Pairs : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Cell c = Cells[id.x];
    c.count += 1;
    c.sum += (float)id.x;
    c.minmax = float2(min(c.minmax.x, c.sum), max(c.minmax.y, c.sum));
    Cells[id.x] = c;
    Cells[id.x + 64].count = c.count * 2;
    Pairs[id.x].y = Pairs[id.x].x + c.count;
}
