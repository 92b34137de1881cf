// Spanish (Colombian, "tú") building blocks for seeded vacancy descriptions, by CIUO major group.

export const responsibilitiesByMajorGroup: Readonly<Record<string, readonly string[]>> = {
  '1': [
    'Definir y hacer seguimiento al presupuesto anual del área.',
    'Liderar un equipo de trabajo y acompañar su desarrollo profesional.',
    'Diseñar la estrategia comercial y operativa junto con la gerencia general.',
    'Presentar informes de gestión e indicadores a la junta directiva.',
    'Negociar con proveedores y aliados estratégicos.',
    'Asegurar el cumplimiento de la normatividad vigente y de las políticas internas.',
    'Identificar oportunidades de crecimiento y nuevos mercados.',
    'Coordinar los procesos de planeación, ejecución y control del área.',
  ],
  '2': [
    'Planear, ejecutar y documentar proyectos de tu especialidad.',
    'Analizar información y proponer mejoras a los procesos del área.',
    'Elaborar informes técnicos y presentarlos a las partes interesadas.',
    'Brindar asesoría especializada a clientes internos y externos.',
    'Velar por la calidad y el cumplimiento de los estándares aplicables.',
    'Participar en comités y mesas de trabajo interdisciplinarias.',
    'Hacer seguimiento a indicadores y planes de acción.',
    'Acompañar la formación de auxiliares y practicantes.',
    'Mantenerte al día en las buenas prácticas de tu profesión.',
  ],
  '3': [
    'Apoyar la ejecución de los procesos técnicos y administrativos del área.',
    'Registrar y verificar información en los sistemas de la compañía.',
    'Realizar inspecciones, pruebas y controles de calidad.',
    'Atender requerimientos de clientes y dar respuesta oportuna.',
    'Elaborar reportes periódicos de gestión.',
    'Coordinar con otras áreas la programación de actividades.',
    'Mantener actualizada la documentación técnica.',
    'Dar soporte al personal profesional en el desarrollo de proyectos.',
  ],
  '4': [
    'Recibir, radicar y archivar documentos físicos y digitales.',
    'Atender llamadas, correos y solicitudes de clientes.',
    'Digitar información en el sistema con precisión.',
    'Elaborar cartas, actas y reportes básicos en Excel.',
    'Apoyar la conciliación de cuentas y el registro de facturas.',
    'Controlar la agenda y la logística de reuniones del área.',
    'Hacer seguimiento a pagos, cobros y novedades.',
    'Mantener organizado el archivo de gestión.',
  ],
  '5': [
    'Brindar una excelente atención a cada cliente.',
    'Asesorar a los clientes en la elección de productos y servicios.',
    'Cumplir las metas de ventas y de servicio del punto.',
    'Mantener el orden, la limpieza y la exhibición del área de trabajo.',
    'Manejar caja, recibir pagos y hacer cierres diarios.',
    'Reportar novedades e inventarios a tu líder.',
    'Seguir los protocolos de calidad, higiene y seguridad.',
    'Resolver inquietudes y solicitudes con amabilidad.',
  ],
  '6': [
    'Realizar labores de siembra, mantenimiento y cosecha.',
    'Aplicar fertilizantes y controles fitosanitarios según el plan.',
    'Cuidar y alimentar animales de acuerdo con los protocolos.',
    'Operar herramientas y equipos agrícolas de forma segura.',
    'Registrar las labores diarias y reportar novedades.',
    'Mantener en buen estado las instalaciones y cultivos.',
  ],
  '7': [
    'Ejecutar trabajos de instalación, reparación y mantenimiento.',
    'Interpretar planos, diagramas y órdenes de trabajo.',
    'Usar correctamente herramientas y equipos de protección personal.',
    'Diagnosticar fallas y proponer soluciones.',
    'Cumplir los estándares de calidad y los tiempos de entrega.',
    'Mantener ordenado y limpio tu puesto de trabajo.',
    'Reportar el consumo de materiales y repuestos.',
    'Aplicar las normas de seguridad industrial y trabajo en alturas.',
  ],
  '8': [
    'Operar máquinas y equipos de producción de manera segura.',
    'Alistar, ajustar y limpiar los equipos a tu cargo.',
    'Verificar la calidad del producto durante el proceso.',
    'Cumplir con la programación de producción.',
    'Diligenciar los formatos de control y reportar novedades.',
    'Apoyar el mantenimiento básico de las máquinas.',
    'Aplicar las buenas prácticas de manufactura y de seguridad industrial.',
  ],
  '9': [
    'Cargar, descargar y organizar mercancía en bodega.',
    'Realizar labores de aseo y desinfección de las áreas asignadas.',
    'Apoyar las labores operativas de producción o de obra.',
    'Alistar pedidos y empacar productos.',
    'Mantener el orden de materiales y herramientas.',
    'Seguir las instrucciones del supervisor y los protocolos de seguridad.',
    'Surtir estanterías y mantener la exhibición del punto.',
  ],
  '0': [
    'Cumplir las funciones propias del cargo según el reglamento.',
    'Apoyar labores de logística y coordinación.',
    'Mantener la disciplina y los protocolos de seguridad.',
  ],
};

/** More specific duties for the CIUO sub-major groups with the most vacancies. */
export const responsibilitiesBySubMajorGroup: Readonly<Record<string, readonly string[]>> = {
  '22': [
    'Brindar atención integral y humanizada a los pacientes.',
    'Diligenciar la historia clínica según la normatividad vigente.',
    'Participar en las rondas y en los comités asistenciales.',
    'Aplicar los protocolos de seguridad del paciente.',
    'Orientar a los pacientes y a sus familias sobre su tratamiento.',
    'Reportar eventos adversos y apoyar los planes de mejora.',
  ],
  '23': [
    'Planear y dictar clases de acuerdo con el plan de estudios.',
    'Evaluar el proceso de aprendizaje y hacer seguimiento a cada estudiante.',
    'Preparar material didáctico y actividades prácticas.',
    'Atender a padres de familia y acudientes.',
    'Participar en las reuniones de área y en las actividades institucionales.',
  ],
  '25': [
    'Diseñar, desarrollar y mantener aplicaciones y servicios.',
    'Escribir pruebas automatizadas y revisar el código de tu equipo.',
    'Participar en las ceremonias ágiles del equipo.',
    'Documentar la arquitectura y las decisiones técnicas.',
    'Monitorear el desempeño y resolver incidentes en producción.',
    'Proponer mejoras de seguridad, rendimiento y calidad.',
  ],
  '42': [
    'Atender a los clientes por teléfono, chat y correo electrónico.',
    'Registrar cada solicitud en el CRM y hacerle seguimiento.',
    'Resolver inquietudes sobre productos, facturas y servicios.',
    'Cumplir los indicadores de calidad y de tiempo de atención.',
    'Escalar los casos especiales al área correspondiente.',
  ],
  '51': [
    'Preparar y servir alimentos y bebidas según los estándares de la casa.',
    'Mantener limpia y organizada la cocina o el salón.',
    'Atender a los clientes con amabilidad y rapidez.',
    'Controlar el inventario de insumos y reportar faltantes.',
    'Cumplir las normas de manipulación de alimentos.',
  ],
  '52': [
    'Asesorar a los clientes y cerrar ventas en el punto o en campo.',
    'Cumplir el presupuesto de ventas mensual.',
    'Hacer seguimiento a clientes actuales y buscar clientes nuevos.',
    'Mantener la exhibición y el surtido de los productos.',
    'Manejar caja y hacer los cierres del día.',
    'Reportar la gestión comercial en el CRM.',
  ],
  '54': [
    'Controlar el ingreso y la salida de personas, vehículos y elementos.',
    'Hacer rondas de seguridad y registrar las novedades en la minuta.',
    'Atender emergencias según los protocolos establecidos.',
    'Operar los equipos de monitoreo y comunicación.',
    'Brindar orientación amable a visitantes y residentes.',
  ],
  '83': [
    'Conducir el vehículo asignado cumpliendo las rutas programadas.',
    'Realizar la inspección preoperacional del vehículo.',
    'Cargar, transportar y entregar la mercancía en los tiempos acordados.',
    'Diligenciar planillas, remisiones y soportes de entrega.',
    'Cumplir las normas de tránsito y de seguridad vial.',
  ],
  '91': [
    'Realizar el aseo y la desinfección de oficinas, baños y zonas comunes.',
    'Usar correctamente los insumos y productos de limpieza.',
    'Reportar daños o necesidades de mantenimiento.',
    'Apoyar la organización de cafetería y espacios de reunión.',
  ],
  '93': [
    'Cargar, descargar y organizar mercancía en bodega.',
    'Alistar pedidos y empacar productos.',
    'Apoyar las labores operativas de la obra o de la planta.',
    'Mantener el orden de materiales y herramientas.',
    'Seguir las instrucciones del supervisor y los protocolos de seguridad.',
  ],
};

export const educationRequirement: Readonly<Record<string, string>> = {
  HIGH_SCHOOL: 'Bachiller graduado.',
  PROFESSIONAL_CERTIFICATE: 'Técnico laboral o certificación en el área.',
  ASSOCIATE_DEGREE: 'Técnico profesional o tecnólogo en áreas afines.',
  BACHELOR_DEGREE: 'Profesional graduado en carreras afines al cargo.',
  POSTGRADUATE_DEGREE: 'Profesional con especialización o maestría en áreas afines.',
};

export const skillRequirements: readonly string[] = [
  'Manejo de Excel intermedio o avanzado.',
  'Buena comunicación verbal y escrita.',
  'Disponibilidad para trabajar en equipo.',
  'Orientación al servicio y al cliente.',
  'Habilidades de organización y manejo del tiempo.',
  'Capacidad para trabajar bajo presión y por resultados.',
  'Conocimiento en el manejo de herramientas ofimáticas.',
  'Disponibilidad para viajar ocasionalmente.',
  'Inglés intermedio (deseable).',
  'Licencia de conducción vigente (deseable).',
];

export const benefits: readonly string[] = [
  'Todas las prestaciones de ley desde el primer día.',
  'Plan de carrera y oportunidades reales de crecimiento.',
  'Bonificaciones por cumplimiento de metas.',
  'Auxilio de transporte y de alimentación.',
  'Seguro de vida y póliza de salud con tarifa preferencial.',
  'Capacitación constante y acceso a plataforma de formación.',
  'Día libre en tu cumpleaños.',
  'Convenios con cajas de compensación, gimnasios y entidades financieras.',
  'Buen ambiente laboral y un equipo que te respalda.',
  'Dotación y elementos de protección personal.',
  'Horario flexible y jornadas de bienestar.',
];

export const schedules: readonly string[] = [
  'lunes a viernes de 8:00 a. m. a 5:00 p. m.',
  'lunes a viernes de 7:00 a. m. a 4:30 p. m. y sábados ocasionales.',
  'lunes a sábado en turnos rotativos de 8 horas.',
  'turnos rotativos, incluidos fines de semana y festivos, con un día compensatorio.',
  'lunes a viernes de 8:00 a. m. a 6:00 p. m. con una hora de almuerzo.',
  'medio tiempo, de lunes a viernes en la mañana.',
  'turnos 4x3 (cuatro días de trabajo por tres de descanso).',
  'lunes a viernes con horario flexible y un día de trabajo desde casa.',
];

export const intros: readonly ((title: string, company: string, city: string) => string)[] = [
  (title, company, city) =>
    `En ${company} buscamos ${title} para unirse a nuestro equipo en ${city}. ` +
    'Si te gustan los retos y quieres crecer con nosotros, esta oportunidad es para ti.',
  (title, company, city) =>
    `¿Tienes experiencia como ${title}? ${company} está ampliando su equipo en ${city} ` +
    'y queremos conocerte.',
  (title, company, city) =>
    `${company} abre convocatoria para el cargo de ${title} en ${city}. ` +
    'Valoramos a las personas comprometidas, con ganas de aprender y de aportar.',
  (title, company, city) =>
    `Únete a ${company}: necesitamos ${title} en ${city} para fortalecer un equipo que crece cada año.`,
];

export const closings: readonly string[] = [
  'Si cumples con el perfil, postúlate y cuéntanos por qué eres la persona indicada.',
  'Postúlate hoy: revisamos todas las hojas de vida y te contactaremos si avanzas en el proceso.',
  'Promovemos la inclusión: todas las personas que cumplan el perfil son bienvenidas.',
  '¡Te esperamos! Aplica y haz parte de nuestro equipo.',
];

export const remoteTexts: readonly ((city: string) => string)[] = [
  () => 'Trabajo 100 % remoto desde cualquier ciudad del país.',
  (city) => `Modalidad híbrida: tres días en la oficina de ${city} y dos desde casa.`,
  (city) => `Remoto, con una reunión presencial al mes en ${city}.`,
  () => 'Teletrabajo con horario flexible; la empresa entrega el equipo de cómputo.',
];

export const screeningQuestions: readonly {
  type: 'unique' | 'multiple' | 'openShort' | 'openLong';
  question: string;
  options: string[];
}[] = [
  {
    type: 'unique',
    question: '¿Cuántos años de experiencia tienes en cargos similares?',
    options: ['Menos de 1 año', 'De 1 a 3 años', 'Más de 3 años'],
  },
  {
    type: 'unique',
    question: '¿Tienes disponibilidad para trabajar en turnos rotativos?',
    options: ['Sí', 'No'],
  },
  { type: 'unique', question: '¿Cuál es tu nivel de inglés?', options: ['Básico', 'Intermedio', 'Avanzado'] },
  {
    type: 'multiple',
    question: '¿Qué herramientas manejas?',
    options: ['Excel', 'Word', 'SAP', 'Power BI', 'Ninguna'],
  },
  {
    type: 'multiple',
    question: '¿En qué jornadas puedes trabajar?',
    options: ['Mañana', 'Tarde', 'Noche', 'Fines de semana'],
  },
  { type: 'openShort', question: '¿Cuál es tu aspiración salarial?', options: [] },
  { type: 'openShort', question: '¿En qué barrio o municipio vives?', options: [] },
  {
    type: 'openLong',
    question: 'Cuéntanos sobre un logro del que te sientas orgulloso en tu último trabajo.',
    options: [],
  },
  { type: 'openLong', question: '¿Por qué te interesa trabajar con nosotros?', options: [] },
];

export const titleQualifiers: Readonly<Record<string, readonly string[]>> = {
  professional: ['junior', 'senior', 'bilingüe', 'con experiencia'],
  general: ['con experiencia', 'para turno nocturno'],
};

/** Skill names (see classifications) that fit each CIUO major group. */
export const skillsByMajorGroup: Readonly<Record<string, readonly string[]>> = {
  '1': [
    'Liderazgo',
    'Negociación',
    'Gestión de proyectos',
    'Análisis financiero',
    'Pensamiento analítico',
    'Inglés',
    'Power BI',
    'Orientación al logro',
  ],
  '2': [
    'Pensamiento analítico',
    'Gestión de proyectos',
    'Inglés',
    'Excel avanzado',
    'Python',
    'SQL',
    'JavaScript',
    'TypeScript',
    'Java',
    'Docker',
    'Cloud (AWS o Azure)',
    'Metodologías ágiles',
    'Contabilidad',
    'NIIF',
    'Historia clínica',
    'Atención de pacientes',
    'Pedagogía',
    'AutoCAD',
    'Marketing digital',
    'Diseño gráfico',
    'Legislación laboral',
    'Redacción',
  ],
  '3': [
    'Excel avanzado',
    'Microsoft Office',
    'SAP',
    'Contabilidad',
    'Facturación electrónica',
    'CRM',
    'Atención de pacientes',
    'Seguridad y salud en el trabajo',
    'Mantenimiento preventivo',
    'Lectura de planos',
    'AutoCAD',
    'SQL',
    'Ventas consultivas',
    'Cocina',
  ],
  '4': [
    'Microsoft Office',
    'Excel avanzado',
    'Atención telefónica',
    'Servicio al cliente',
    'Organización y planeación',
    'Facturación electrónica',
    'Liquidación de nómina',
    'Manejo de inventarios',
    'Redacción',
  ],
  '5': [
    'Servicio al cliente',
    'Manejo de caja',
    'Ventas consultivas',
    'Comunicación asertiva',
    'Manipulación de alimentos',
    'Cocina',
    'Curso de vigilancia',
    'Primeros auxilios',
    'Negociación',
  ],
  '6': [
    'Manejo de herramientas',
    'Trabajo en equipo',
    'Seguridad y salud en el trabajo',
    'Buenas prácticas de manufactura',
  ],
  '7': [
    'Soldadura',
    'Electricidad industrial',
    'Mantenimiento preventivo',
    'Lectura de planos',
    'Trabajo en alturas',
    'Manejo de herramientas',
    'Seguridad y salud en el trabajo',
  ],
  '8': [
    'Licencia de conducción C2',
    'Manejo de montacargas',
    'Buenas prácticas de manufactura',
    'Mantenimiento preventivo',
    'Logística',
    'Seguridad y salud en el trabajo',
  ],
  '9': [
    'Limpieza y desinfección',
    'Manejo de inventarios',
    'Logística',
    'Trabajo en equipo',
    'Manipulación de alimentos',
    'Trabajo en alturas',
  ],
  '0': ['Liderazgo', 'Trabajo en equipo', 'Primeros auxilios'],
};

export const softSkills: readonly string[] = [
  'Trabajo en equipo',
  'Comunicación asertiva',
  'Orientación al logro',
  'Atención al detalle',
  'Resolución de problemas',
  'Adaptabilidad al cambio',
  'Organización y planeación',
  'Manejo del tiempo',
];
