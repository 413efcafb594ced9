// Must NOT compile: (4,8):(2,16) o 3:3 breaks the stride divisibility condition.
#include "fly/algebra/static/StaticLayout.h"
using namespace fly::st;
constexpr auto bad = composition(make_layout(tuple(int_c<4>, int_c<8>), tuple(int_c<2>, int_c<16>)),
                                 make_layout(int_c<3>, int_c<3>));
