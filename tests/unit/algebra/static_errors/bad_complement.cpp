// Must NOT compile: (2,2):(1,1) is not injective.
#include "fly/algebra/static/StaticLayout.h"
using namespace fly::st;
constexpr auto bad = complement(make_layout(tuple(int_c<2>, int_c<2>), tuple(int_c<1>, int_c<1>)), int_c<8>);
