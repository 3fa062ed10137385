// libqrencode, as Debian's libqrencode-dev ships it: QR codes for receive addresses.
#include <qrencode.h>
