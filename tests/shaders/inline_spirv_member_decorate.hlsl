// vk::ext_decorate and ext_decorate_string on struct fields: OpMemberDecorate
// and OpMemberDecorateString of the struct, next to its Offset decorations.
// A field's ext_capability and ext_extension are declared when the struct
// is used. RelaxedPrecision only hints, so the text targets drop it; the
// UserSemantic string they cannot keep.
// MSL: PRISM5492 (12,7) 'value' has the decoration UserSemantic (vk::ext_decorate_string), which MSL has no equivalent for
// WGSL: PRISM5302 (12,7) 'value' has the decoration UserSemantic (vk::ext_decorate_string), which WGSL has no equivalent for
struct Item {
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
    float weight;
    [[vk::ext_extension("SPV_GOOGLE_hlsl_functionality1")]]
    [[vk::ext_decorate_string(/* UserSemantic */ 5635, "the value")]]
    uint value;
};

StructuredBuffer<Item> Items;
RWStructuredBuffer<uint> Out;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    Item it = Items[gi];
    Out[gi] = it.value + (uint)(it.weight * 2.0);
}
