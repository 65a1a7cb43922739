// ARGS: -T cs_6_0 -E main
// One register per class on one declaration (the offload-test-suite's
// ResourcesInStructs/res-in-struct-mix): the struct's t resources count from
// t3 (SrvBuf1 of the base first, then SrvBuf2: t4) and its u resources from
// u5 (e.UavBuf1, then UavBuf2: u6); Vulkan bindings follow the registers.
// A lone resource takes the register of its class.
class E {
  RWBuffer<int> UavBuf1;
};

class F {
  StructuredBuffer<int> SrvBuf1;
};

class G : F {
  E e;
  StructuredBuffer<int> SrvBuf2;
  RWBuffer<int> UavBuf2;
};

RWStructuredBuffer<int4> Out : register(u0);
StructuredBuffer<int> Lone : register(u9) : register(t8);

G g : register(u5) : register(t3);

[numthreads(4, 1, 1)]
void main(uint3 ID : SV_GroupThreadID)
{
    int x = g.e.UavBuf1[ID.x];
    int y = g.SrvBuf1[ID.x];
    int z = g.SrvBuf2[ID.x];
    int w = g.UavBuf2[ID.x];
    Out[ID.x] = int4(x, y, z, w) + Lone[ID.x];
}
