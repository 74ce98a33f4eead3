import type en from '../en/landing';

export default {
  'landing.tagline': 'El {directory} de la comunidad golfista',
  'landing.directory': 'directorio de baños',
  'landing.lead':
    'Sabe dónde están los baños antes de salir al tee: en la casa club, a mitad de recorrido y en el campo, con puntuaciones y comentarios de golfistas que ya han estado allí.',
  'landing.start': 'Empieza gratis',
  'landing.nearest': 'Baños más cercanos',
  'landing.browse': 'Ver campos',

  'landing.stats': 'Estadísticas de la comunidad',
  'landing.totalCourses': 'Campos de golf',
  'landing.totalReviews': 'Reseñas de baños',
  'landing.totalUsers': 'Usuarios activos',
  'landing.loadingStat': 'Cargando {label}',
  'landing.coverage':
    '{n, plural, one {# campo con respuesta conocida sobre baños} other {# campos con respuesta conocida sobre baños}}',
  'landing.statsFailed': 'Error al cargar las estadísticas',
  'landing.statsFailedText': 'Algo salió mal. Inténtalo de nuevo.',

  'landing.why': 'Por qué importan los baños',
  'landing.whyTitle': 'Cuatro horas en el campo. La naturaleza tiene su propio horario.',
  'landing.whyText':
    'Un baño que puedas encontrar, y que quieras usar, marca la diferencia entre disfrutar de los segundos nueve y contar los hoyos que faltan para la casa club.',
  'landing.fact1Figure': '40 %',
  'landing.fact1': 'de los adultos de 30 a 70 años tiene problemas de control de la vejiga.',
  'landing.fact2Figure': '84 %',
  'landing.fact2': 'de los golfistas dice que la calidad de los baños influye en su opinión de un campo.',
  'landing.fact3Figure': '1 de cada 5',
  'landing.fact3': 'golfistas es mujer, y todas necesitan algo más que una fila de árboles.',

  'landing.gap': 'El vacío de información',
  'landing.gapTitle': 'Las webs de los campos se saltan justo lo que necesitas en mitad de la vuelta.',
  'landing.gapText':
    'Puedes reservar una hora de salida en segundos, pero nadie te dice si hay un baño después del hoyo 9, si está abierto o en qué estado está. Así que los golfistas adivinan, beben menos en días de calor o no vienen.',
  'landing.typical': 'La web típica de un campo',
  'landing.usual1': 'Green fees y horas de salida',
  'landing.usual2': 'Código de vestimenta',
  'landing.usual3': 'Una tarjeta de juego en PDF',
  'landing.usual4': 'Nada sobre baños',
  'landing.ours1': 'Baños en la casa club, en el bar intermedio y en el campo, hoyo a hoyo',
  'landing.ours2': 'Edificio fijo o cabina portátil, y acceso en silla de ruedas',
  'landing.ours3': 'Puntuaciones con estrellas y comentarios recientes de golfistas',
  'landing.ours4': 'Confirmado por el propietario del campo cuando está verificado',

  'landing.map': 'Mapa interactivo',
  'landing.mapTitle': 'Cada campo, cada baño, en un mapa.',
  'landing.mapText': 'Acércate al campo donde juegas y mira qué hay antes de necesitarlo.',
  'landing.point1': 'Campos en los 50 estados de EE. UU., en lista o en un mapa con marcadores agrupados.',
  'landing.point2': 'Busca cerca de ti por radio, o elige un estado y un campo por su nombre.',
  'landing.point3': 'Filtra por puntuación mínima o solo baños verificados por el propietario.',
  'landing.previewLine': '4,6 ★ · 3 baños · 2 verificados',

  'landing.community': 'Reseñas verificadas y comunidad',
  'landing.communityTitle': 'Hecho por golfistas, confirmado por los campos.',
  'landing.feature1': 'Reseñas sinceras',
  'landing.feature1Text':
    'Puntúa cada baño de una a cinco estrellas y cuenta lo que importa: limpio, con papel, abierto, si merece la pena.',
  'landing.feature2': 'Verificado por el propietario',
  'landing.feature2Text':
    'Los propietarios de los campos confirman los datos de sus baños, y los verificados llevan una insignia.',
  'landing.feature3': 'Al día gracias a los golfistas',
  'landing.feature3Text':
    'Añade un baño que falte y marca las fichas como útiles o no válidas para que el siguiente grupo lo sepa.',

  'landing.closingTitle': 'Únete a la comunidad que mapea cada baño de cada campo',
  'landing.closingText':
    'Gratis durante el acceso alfa. Añade los campos donde juegas, reseña lo que encuentres y ayuda al siguiente partido.',
} satisfies Record<keyof typeof en, string>;
